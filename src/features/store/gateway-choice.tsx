import { fa } from "../../i18n/fa";
import { cx } from "../../ui";
import type { Gateway } from "./buy-loader";

/** The payment methods as a radio group (settings' gateways, with their Persian labels). */
export function GatewayChoice({
  gateways,
  value,
  onChange,
  disabled,
}: {
  gateways: Gateway[];
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
      {gateways.map((gateway) => (
        <label
          key={gateway.key}
          className={cx(
            "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 transition-colors",
            gateway.key === value
              ? "border-primary-700 bg-primary-50"
              : "border-neutral-200 hover:bg-neutral-50",
          )}
        >
          <input
            type="radio"
            name="gateway"
            value={gateway.key}
            checked={gateway.key === value}
            onChange={() => onChange(gateway.key)}
            className="size-5 accent-primary-800"
          />
          <span className="font-medium">{gateway.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
