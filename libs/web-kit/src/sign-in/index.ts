// The sign-in screens every app shows before its session exists (decision 0131): the portals' and the CRM's.
export { CardPage, CardPanel } from './CardPage';
export { ChoosePasswordCard, PASSWORDS_DIFFER } from './ChoosePasswordCard';
export { ForgotPasswordForm, type ForgotPasswordResult } from './ForgotPasswordForm';
export { SignInCard, type SignInCardProps } from './SignInCard';
