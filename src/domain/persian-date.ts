import { toPersianDigits } from "./digits";
import { madeOnce } from "./made-once";

const dateParts = madeOnce(
  () =>
    new Intl.DateTimeFormat("fa-IR-u-ca-persian-nu-latn", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      timeZone: "Asia/Tehran",
    }),
);

/** A date as yyyy/MM/dd in the Persian (Solar Hijri) calendar, with Persian digits. */
export function formatPersianDate(value: Date | string | number): string {
  const parts = dateParts().formatToParts(new Date(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return toPersianDigits(`${get("year")}/${get("month")}/${get("day")}`);
}

const timeParts = madeOnce(
  () =>
    new Intl.DateTimeFormat("en-GB-u-nu-latn", {
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
      timeZone: "Asia/Tehran",
    }),
);

/** yyyy/MM/dd HH:mm in the Persian calendar, Tehran time, Persian digits. */
export function formatPersianDateTime(value: Date | string | number): string {
  return `${formatPersianDate(value)} ${toPersianDigits(timeParts().format(new Date(value)))}`;
}
