import { cx } from "../cx";
import { SpeakerIcon } from "./speaker-icon";

export type AudioButtonProps = {
  /** The Persian name, shown and announced (only announced when `iconOnly`). */
  label: string;
  playing: boolean;
  onPlay: () => void;
  /** A round 44 px button with the icon alone (a list row's), named by `label`. */
  iconOnly?: boolean;
};

/** A pill button that plays a sound; while it plays, its icon pulses and it says so. */
export function AudioButton({ label, playing, onPlay, iconOnly = false }: AudioButtonProps) {
  return (
    <button
      type="button"
      onClick={onPlay}
      aria-label={iconOnly ? label : undefined}
      data-playing={playing || undefined}
      className={cx(
        "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full text-sm font-medium transition-colors",
        iconOnly ? "size-11 justify-center" : "px-4",
        playing
          ? "bg-primary-800 text-white"
          : "bg-primary-50 text-primary-800 hover:bg-primary-100 active:bg-primary-200",
      )}
    >
      <SpeakerIcon className={cx(playing && "animate-pulse")} />
      {iconOnly ? null : <span>{label}</span>}
    </button>
  );
}
