import { toPersianDigits } from "../../domain/digits";
import { splitDuration } from "../../domain/exam-timing";
import { fa } from "../../i18n/fa";
import { format } from "../../i18n/format";

/** An exam's time limit in Persian: «۵ دقیقه», «۱ دقیقه و ۳۰ ثانیه», «۱ ساعت». */
export function durationText(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds);
  const parts = [
    hours > 0 ? format(fa.examHours, { n: toPersianDigits(hours) }) : null,
    minutes > 0 ? format(fa.examMinutes, { n: toPersianDigits(minutes) }) : null,
    seconds > 0 || (hours === 0 && minutes === 0)
      ? format(fa.examSeconds, { n: toPersianDigits(seconds) })
      : null,
  ];
  return parts.filter((part) => part !== null).join(fa.examAnd);
}
