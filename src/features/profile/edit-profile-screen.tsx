import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../data/api/api";
import { toAppError } from "../../data/app-error";
import type { SessionUser } from "../../data/session/claims";
import { refreshSession } from "../../data/session/session-store";
import { useSession } from "../../data/session/use-session";
import { toPersianDigits } from "../../domain/digits";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { describeError } from "../../ui/describe-error";
import { notify } from "../../ui/toasts";
import { TextField } from "../../ui/text-field";
import { ProfileAvatar } from "./profile-avatar";
import { PICTURE_ACCEPT, usePictureUpload } from "./use-picture-upload";

type FieldErrors = Partial<Record<"name" | "lastname" | "city" | "qualification", string>>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** /profile/edit: the names (required), city and qualification; mobile and email shown, not editable. */
export function EditProfileScreen() {
  const user = useSession().user;
  return user ? <EditProfileForm user={user} /> : null;
}

function EditProfileForm({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploading, picture, upload } = usePictureUpload();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // picking the same file again still counts
    if (file) void upload(file);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = {
      name: text(form, "name"),
      lastname: text(form, "lastname"),
      city: text(form, "city"),
      qualification: text(form, "qualification"),
    };
    const missing: FieldErrors = {};
    if (!body.name) missing.name = fa.fieldRequired;
    if (!body.lastname) missing.lastname = fa.fieldRequired;
    setErrors(missing);
    const firstMissing = Object.keys(missing)[0];
    if (firstMissing) {
      formElement.querySelector<HTMLInputElement>(`[name="${firstMissing}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await api.profile(body);
      await refreshSession();
    } catch (error) {
      setErrors(toAppError(error).fields);
      notify.error(describeError(error));
      setSaving(false);
      return;
    }
    notify.forNextScreen.success(fa.profileSaved);
    void navigate("/profile");
  }

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{fa.profileEdit}</h1>
      <div className="flex flex-col items-center gap-2">
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          aria-busy={uploading || undefined}
          className="flex min-h-11 flex-col items-center gap-2 rounded-3xl p-2 disabled:opacity-60"
        >
          <ProfileAvatar picture={picture ?? user.picture} alt="" />
          <span className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800">
            {fa.profileChangePicture}
          </span>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={PICTURE_ACCEPT}
          hidden
          tabIndex={-1}
          onChange={onPick}
          data-testid="profile-picture-input"
        />
      </div>

      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-neutral-200"
      >
        <TextField
          label={fa.firstName}
          name="name"
          autoComplete="given-name"
          defaultValue={user.given_name ?? ""}
          required
          error={errors.name}
        />
        <TextField
          label={fa.lastName}
          name="lastname"
          autoComplete="family-name"
          defaultValue={user.family_name ?? ""}
          required
          error={errors.lastname}
        />
        <TextField
          label={fa.city}
          name="city"
          autoComplete="address-level2"
          defaultValue={user.city ?? ""}
          hint={fa.optional}
          error={errors.city}
        />
        <TextField
          label={fa.qualification}
          name="qualification"
          defaultValue={user.qualification ?? ""}
          hint={fa.optional}
          error={errors.qualification}
        />
        <TextField
          label={fa.mobile}
          value={user.mobile ? toPersianDigits(user.mobile) : ""}
          dir="ltr"
          disabled
          readOnly
          hint={fa.profileNotEditable}
        />
        <TextField
          label={fa.profileEmail}
          value={user.email ?? ""}
          dir="ltr"
          disabled
          readOnly
          hint={fa.profileNotEditable}
        />
        <Button type="submit" fullWidth loading={saving}>
          {fa.profileSave}
        </Button>
      </form>
    </div>
  );
}
