// The profile route family's chunk.
export { ChangePasswordScreen } from "./change-password-screen";
export { EditProfileScreen } from "./edit-profile-screen";
export { ProfileScreen } from "./profile-screen";
