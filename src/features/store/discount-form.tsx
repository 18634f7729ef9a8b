import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { api } from "../../data/api/api";
import { toLatinDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";
import { Button } from "../../ui/button";
import { describeError } from "../../ui/describe-error";
import { TextField } from "../../ui/text-field";

/**
 * The discount code: applying it asks the server and reloads the cart (the loader runs again); an
 * empty code does nothing; a refused one shows the server's message under the field.
 */
export function DiscountForm({ appliedCode }: { appliedCode: string | null }) {
  const revalidator = useRevalidator();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = toLatinDigits(code).trim();
    if (!value) return;
    setApplying(true);
    setError(null);
    try {
      await api.cartApplyDiscount(value);
      await revalidator.revalidate();
      setCode("");
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setApplying(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void apply(event)}
      noValidate
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200"
    >
      <div className="flex items-start gap-2">
        <TextField
          label={fa.storeDiscountCode}
          name="discount"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={error ?? undefined}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" loading={applying} className="mt-6.5 shrink-0">
          {fa.storeApplyDiscount}
        </Button>
      </div>
      {appliedCode ? (
        <p className="text-sm font-medium text-green-700" role="status">
          {format(fa.storeDiscountApplied, { code: appliedCode })}
        </p>
      ) : null}
    </form>
  );
}
