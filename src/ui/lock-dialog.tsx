import type { LockReason } from "../domain/locks";
import { fa } from "../i18n/fa";
import { Button } from "./button";
import { ButtonLink } from "./button-link";
import { Dialog } from "./dialog";

/** The dialog of product-spec.md section 6 for a locked lesson or section. */
export function LockDialog({
  reason,
  kind,
  onClose,
}: {
  reason: LockReason | null;
  kind: "lesson" | "section";
  onClose: () => void;
}) {
  const notPurchased = reason === "not-purchased";
  const title = notPurchased
    ? fa.notPurchasedTitle
    : kind === "lesson"
      ? fa.lessonLockedTitle
      : fa.sectionLockedTitle;
  const text = notPurchased
    ? fa.notPurchasedText
    : kind === "lesson"
      ? fa.lessonLockedText
      : fa.sectionLockedText;
  return (
    <Dialog
      open={reason !== null}
      onClose={onClose}
      title={title}
      actions={
        <>
          {notPurchased ? (
            <ButtonLink to="/subscription" fullWidth>
              {fa.buyCourse}
            </ButtonLink>
          ) : null}
          <Button variant="outline" fullWidth onClick={onClose}>
            {fa.close}
          </Button>
        </>
      }
    >
      <p className="leading-7 text-neutral-700">{text}</p>
    </Dialog>
  );
}
