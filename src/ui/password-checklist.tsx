import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  type PasswordProblem,
  passwordProblems,
} from "../domain/password-policy";
import { toPersianDigits } from "../domain/digits";
import { fa } from "../i18n/fa";
import { format } from "../i18n/format";
import { cx } from "./cx";
import { Icon } from "./icon";

const RULE_TEXT: Record<PasswordProblem, string> = {
  "too-short": format(fa.passwordRuleLength, { count: toPersianDigits(String(PASSWORD_MIN_LENGTH)) }),
  "no-lowercase": fa.passwordRuleLowercase,
  "no-uppercase": fa.passwordRuleUppercase,
  "no-special": fa.passwordRuleSpecial,
};

/**
 * The password policy as a list that follows the typing (issue 14 item 7): each rule says, in words
 * for screen readers and with a tick and colour for the eye, whether the password meets it. Point the
 * password input's aria-describedby at `id`, so the rules and their states are read with the field.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const problems = new Set(passwordProblems(password));
  return (
    <div id={id} className="flex flex-col gap-1 text-sm">
      <p id={`${id}-title`} className="text-neutral-600">
        {fa.passwordRules}
      </p>
      <ul aria-labelledby={`${id}-title`} className="flex flex-col gap-1">
        {PASSWORD_RULES.map((rule) => {
          const met = !problems.has(rule);
          return (
            <li
              key={rule}
              data-met={met}
              className={cx("flex items-center gap-2", met ? "text-green-800" : "text-neutral-600")}
            >
              <Icon name={met ? "check" : "circle"} className="size-4" />
              <span className="sr-only">{met ? fa.passwordRuleMet : fa.passwordRuleNotMet}</span>
              <span className={met ? "font-medium" : undefined}>{RULE_TEXT[rule]}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
