// The shell's API for other features (client components and hooks). The top bar, footer and
// providers are wired by the app's layouts, which import them by path.
export { useCookieConsent } from './consent/useCookieConsent';
export { ConfirmationDialog, type ConfirmationDialogProps } from './dialogs/ConfirmationDialog';
export { PopupDialog } from './dialogs/PopupDialog';
export { popupSizeSx } from './dialogs/popupSize';
export { useNotify, type NotificationSeverity } from './notifications/NotificationProvider';
export { PRODUCT_NAME } from './brand';
export { TitledSection } from './layout/TitledSection';
