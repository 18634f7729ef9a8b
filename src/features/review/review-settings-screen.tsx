import { type FormEvent, useState } from "react";
import { saveReviewSettings, useReviewSettings } from "../../data/review/review-settings";
import { toLatinDigits, toPersianDigits } from "../../domain/digits";
import { CARD_KINDS, type CardKind } from "../../domain/review/card-kinds";
import {
  checkSettingsInput,
  type ReviewSettings,
  type SettingsField,
  type SettingsProblem,
} from "../../domain/review/review-settings";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { describeError } from "../../ui/describe-error";
import { notify } from "../../ui/toasts";
import { Spinner } from "../../ui/spinner";
import { TextField } from "../../ui/text-field";

const KIND_LABEL: Record<CardKind, string> = {
  meaning: fa.reviewKindMeaning,
  recall: fa.reviewKindRecall,
  article: fa.reviewKindArticle,
  plural: fa.reviewKindPlural,
};

const RANGE_MESSAGE: Record<Exclude<SettingsField, "enabledKinds">, string> = {
  desiredRetention: fa.reviewErrorRetention,
  dailyNewLimit: fa.reviewErrorNewLimit,
  dailyGoal: fa.reviewErrorGoal,
};

function message(field: SettingsField, problem: SettingsProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem === "none-chosen") return fa.reviewErrorKinds;
  if (problem === "not-a-number") return fa.reviewErrorNumber;
  if (problem === "not-whole") return fa.reviewErrorWhole;
  return field === "enabledKinds" ? fa.reviewErrorKinds : RANGE_MESSAGE[field];
}

/** `/review/settings`: retention, new cards a day, the daily goal and the card kinds, kept on the device. */
export function ReviewSettingsScreen() {
  const settings = useReviewSettings();
  if (!settings) return <Spinner size="lg" label={fa.loading} className="mx-auto my-10 text-primary-800" />;
  return <SettingsForm initial={settings} />;
}

function SettingsForm({ initial }: { initial: ReviewSettings }) {
  const [retention, setRetention] = useState(toPersianDigits(Math.round(initial.desiredRetention * 100)));
  const [newLimit, setNewLimit] = useState(toPersianDigits(initial.dailyNewLimit));
  const [goal, setGoal] = useState(toPersianDigits(initial.dailyGoal));
  const [kinds, setKinds] = useState<CardKind[]>(initial.enabledKinds);
  const [problems, setProblems] = useState<Partial<Record<SettingsField, SettingsProblem>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkSettingsInput({
      retentionPercent: toLatinDigits(retention),
      dailyNewLimit: toLatinDigits(newLimit),
      dailyGoal: toLatinDigits(goal),
      enabledKinds: kinds,
    });
    if (!check.ok) {
      setProblems(check.problems);
      const first = (["desiredRetention", "dailyNewLimit", "dailyGoal"] as const).find(
        (f) => check.problems[f],
      );
      if (first) document.getElementById(`review-${first}`)?.focus();
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      await saveReviewSettings(check.value);
      notify.success(fa.reviewSettingsSaved);
    } catch (error) {
      notify.error(describeError(error));
    } finally {
      setSaving(false);
    }
  };

  const kindsError = message("enabledKinds", problems.enabledKinds);
  const numeric = { inputMode: "numeric", dir: "ltr", autoComplete: "off", className: "max-w-40" } as const;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{fa.reviewSettingsTitle}</h1>
      <TextField
        id="review-desiredRetention"
        label={fa.reviewRetentionLabel}
        hint={fa.reviewRetentionHint}
        error={message("desiredRetention", problems.desiredRetention)}
        value={retention}
        onChange={(e) => setRetention(e.target.value)}
        {...numeric}
      />
      <TextField
        id="review-dailyNewLimit"
        label={fa.reviewNewLimitLabel}
        hint={fa.reviewNewLimitHint}
        error={message("dailyNewLimit", problems.dailyNewLimit)}
        value={newLimit}
        onChange={(e) => setNewLimit(e.target.value)}
        {...numeric}
      />
      <TextField
        id="review-dailyGoal"
        label={fa.reviewGoalLabel}
        hint={fa.reviewGoalHint}
        error={message("dailyGoal", problems.dailyGoal)}
        value={goal}
        onChange={(e) => setGoal(e.target.value)}
        {...numeric}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={kindsError ? true : undefined}
        aria-describedby={kindsError ? "review-kinds-error" : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-neutral-800">{fa.reviewKindsLegend}</legend>
        {CARD_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-primary-700"
              checked={kinds.includes(kind)}
              onChange={(e) =>
                setKinds((now) => (e.target.checked ? [...now, kind] : now.filter((k) => k !== kind)))
              }
            />
            {KIND_LABEL[kind]}
          </label>
        ))}
        {kindsError ? (
          <p id="review-kinds-error" role="alert" className="text-sm text-error-700">
            {kindsError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" loading={saving} fullWidth>
        {fa.reviewSettingsSave}
      </Button>
    </form>
  );
}
