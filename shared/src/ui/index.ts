export { system, BRAND_COLORS } from './system';
export { AppProviders } from './app-providers';
export type { AppProvidersProps } from './app-providers';
export {
  notify,
  dismiss,
  clearNotificationHistory,
  lastNotificationSeq,
  resetNotifications,
  getNotificationStore,
  useNotifications,
  DEFAULT_NOTIFICATION_DURATION_MS,
  resolveNotificationText,
} from './notification-store';
export type { NotifyOptions, AppNotification, NotificationAction, NotificationSeverity, NotificationState, NotificationText } from './notification-store';
export { NotificationHost } from './notification-host';
export { LoadingOverlay, LOADING_OVERLAY_DELAY_MS } from './loading-overlay';
export type { LoadingOverlayProps } from './loading-overlay';
export { ErrorPage, ErrorBoundary } from './error-page';
export type { ErrorPageProps, ErrorBoundaryProps } from './error-page';
export { ConnectionErrorScreen } from './connection-error-screen';
export type { ConnectionErrorScreenProps } from './connection-error-screen';
export { OfflineBanner, ONLINE_RETRY_DELAY_MS } from './offline-banner';
export { PageTitle } from './page-title';
export type { PageTitleProps } from './page-title';
export { Pager } from './pager';
export type { PagerProps } from './pager';
export { RealtimeStatus } from './realtime-status';
export type { RealtimeStatusProps } from './realtime-status';
export { LanguageSelect } from './language-select';
export { playSound, playTone, getSoundConfig, setSoundConfig, loadSoundConfig, clampVolume, SOUND_NAMES, SOUND_STORAGE_KEY, DEFAULT_SOUND_CONFIG } from './sound';
export type { SoundConfig, SoundName, SoundSpec } from './sound';
export * from './icons';
export { AppDialog } from './app-dialog';
export type { AppDialogProps } from './app-dialog';
export { ConfirmDeleteDialog } from './confirm-delete-dialog';
export type { ConfirmDeleteDialogProps } from './confirm-delete-dialog';
export { ScrollTable } from './scroll-table';
export { NoPermission } from './no-permission';
export type { NoPermissionProps } from './no-permission';
export { SettingsList, SettingsTable } from './settings-list';
export type { SettingsColumn, SettingsFormActions, SettingsListProps, SettingsTableProps } from './settings-list';
export { CheckboxGroupField } from './checkbox-group-field';
export type { CheckboxGroupFieldProps } from './checkbox-group-field';
