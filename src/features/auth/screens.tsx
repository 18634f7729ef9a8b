// The auth route family's chunk: every screen and its loader/action, loaded together on demand.
import { CodeScreen } from "./code-screen";
import { MobileScreen } from "./mobile-screen";
import { NewPasswordScreen } from "./new-password-screen";

export { CompleteProfileScreen, completeProfileAction } from "./complete-profile-screen";
export { codeAction, codeLoader } from "./code-screen";
export { mobileAction } from "./mobile-screen";
export { newPasswordAction } from "./new-password-screen";
export { OauthScreen, oauthLoader } from "./oauth-screen";

export const SignupMobileScreen = () => <MobileScreen flow="signup" />;
export const ForgotMobileScreen = () => <MobileScreen flow="forgot" />;
export const SignupCodeScreen = () => <CodeScreen flow="signup" />;
export const ForgotCodeScreen = () => <CodeScreen flow="forgot" />;
export const SetPasswordScreen = () => <NewPasswordScreen flow="signup" />;
export const ForgotPasswordScreen = () => <NewPasswordScreen flow="forgot" />;
