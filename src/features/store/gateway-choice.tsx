import { fa } from "../../i18n/fa";
import { cx } from "../../ui/cx";
import type { Gateway } from "./buy-loader";

/** A payment method; `unavailable` says why it cannot be chosen (too few points). */
export type GatewayOption = Gateway & { unavailable?: string };

/** The payment methods as a radio group (settings' gateways, with their Persian labels). */
export function GatewayChoice({
  gateways,
  value,
  onChange,
  disabled,
}: {
  gateways: GatewayOption[];
  value: string;
  onChange: (key: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset
      disabled={disabled}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200"
    >
      <legend className="float-start mb-2 font-bold text-neutral-900">{fa.storePaymentMethod}</legend>
      {gateways.map((gateway) => {
        const reasonId = `gateway-${gateway.key}-reason`;
        return (
          <div key={gateway.key} className="flex flex-col gap-1">
            <label
              className={cx(
                "flex min-h-12 items-center gap-3 rounded-xl border-2 px-3 transition-colors",
                gateway.unavailable
                  ? "cursor-not-allowed border-neutral-200 bg-neutral-50 text-neutral-500"
                  : gateway.key === value
                    ? "cursor-pointer border-primary-700 bg-primary-50"
                    : "cursor-pointer border-neutral-200 hover:bg-neutral-50",
              )}
            >
              <input
                type="radio"
                name="gateway"
                value={gateway.key}
                checked={gateway.key === value}
                disabled={Boolean(gateway.unavailable)}
                aria-describedby={gateway.unavailable ? reasonId : undefined}
                onChange={() => onChange(gateway.key)}
                className="size-5 accent-primary-800"
              />
              <span className="font-medium">{gateway.label}</span>
            </label>
            {gateway.unavailable ? (
              <p id={reasonId} className="px-3 text-sm text-neutral-600">
                {gateway.unavailable}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
