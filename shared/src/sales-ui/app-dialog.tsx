// The dialog is plain UI (shared/src/ui, which never imports sales-ui); the money-path screens keep importing it from here.
export { AppDialog } from '../ui/app-dialog';
export type { AppDialogProps } from '../ui/app-dialog';
