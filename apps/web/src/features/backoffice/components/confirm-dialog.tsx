export { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
