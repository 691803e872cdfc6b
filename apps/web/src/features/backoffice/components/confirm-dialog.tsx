export { ConfirmDialog } from '../../console/kit/confirm-dialog.tsx';
