import { cx } from "../cx";
import { SpeakerIcon } from "./speaker-icon";

export type AudioButtonProps = {
  /** The Persian name, shown and announced. */
  label: string;
  playing: boolean;
  onPlay: () => void;
};

/** A pill button that plays a sound; while it plays, its icon pulses and it says so. */
export function AudioButton({ label, playing, onPlay }: AudioButtonProps) {
  return (
    <button
      type="button"
      onClick={onPlay}
      data-playing={playing || undefined}
      className={cx(
        "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors",
        playing
          ? "bg-primary-800 text-white"
          : "bg-primary-50 text-primary-800 hover:bg-primary-100 active:bg-primary-200",
      )}
    >
      <SpeakerIcon className={cx(playing && "animate-pulse")} />
      <span>{label}</span>
    </button>
  );
}
