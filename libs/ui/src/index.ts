// One module per primitive family, and "sideEffects": false in package.json: an app that does not
// use the dialog or the menu does not ship their Radix code.
export { ThemeProvider } from 'styled-components';
export { GlobalStyle } from './GlobalStyle';
export {
  Badge,
  Button,
  buttonStyles,
  Card,
  CenteredPanel,
  Container,
  Heading,
  iconButtonStyles,
  Muted,
  Skeleton,
  UserText,
} from './primitives';
export { theme, type Theme } from './theme';
export { PageNotFound } from './page-not-found';
export { useDocumentTitle } from './document-title';
export { VisuallyHidden } from './visually-hidden';
export { MAIN_ID, SkipLink } from './skip-link';
export { JobPosting, JobPostingTitle, type Posting } from './job-posting';
export {
  Toaster,
  useToast,
  TOAST_DURATION_MS,
  TOAST_MAX_WIDTH,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastOptions,
  type ToastVariant,
} from './toast';
export { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger, FormDialog, FormDialogFooter } from './dialog';
export { ConfirmDeleteDialog } from './confirm-delete-dialog';
export { Conversation, ReplyBox, type ConversationEntry } from './conversation';
export { FileActions, FileEntry, FileList, FileUpload, ProgressBar, type FileUploadProgress } from './files';
export { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
export {
  Alert,
  CountedTextArea,
  Field,
  FieldError,
  FieldRow,
  fieldMessage,
  FormField,
  FormStack,
  Input,
  Label,
  Select,
  SubmitButton,
  TextArea,
  type ControlProps,
} from './form';
export { PasswordInput } from './password-input';
export { Table, TableScroll } from './table';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
