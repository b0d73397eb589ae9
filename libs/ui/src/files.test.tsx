import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ConfirmDeleteDialog, FileEntry, FileList, FileUpload, ProgressBar, ThemeProvider, theme } from './index';

const withTheme = (node: React.ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

afterEach(cleanup);

const hint = 'PDF, Word (.docx) or plain text, up to 10 MB';

function renderUpload(props: Partial<Parameters<typeof FileUpload>[0]> = {}) {
  const onFile = vi.fn();
  const onCancel = vi.fn();
  withTheme(
    <>
      <button>Before</button>
      <FileUpload label="Upload a document" hint={hint} accept=".pdf,.docx,.txt" uploading={null} onFile={onFile} onCancel={onCancel} {...props} />
    </>,
  );
  return { onFile, onCancel, picker: screen.getByLabelText('Upload a document') as HTMLInputElement };
}

describe('FileUpload', () => {
  it('is a file picker named by its label, described by what it accepts, and reached with the keyboard', async () => {
    const { picker } = renderUpload();
    expect(picker.type).toBe('file');
    expect(picker.accept).toBe('.pdf,.docx,.txt');
    expect(document.getElementById(picker.getAttribute('aria-describedby')!)?.textContent).toBe(hint);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(picker);
  });

  it('hands over the file picked, and a file dropped on it', async () => {
    const { onFile, picker } = renderUpload({ title: 'Upload your CV to fill in your profile', titleAs: 'h3' });
    const picked = new File(['cv'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(picker, picked);
    expect(onFile).toHaveBeenCalledWith(picked);
    // Emptied afterwards, so that the same file chosen again is a change too.
    expect(picker.value).toBe('');

    const area = screen.getByRole('group', { name: 'Upload your CV to fill in your profile' });
    expect(screen.getByRole('heading', { level: 3, name: 'Upload your CV to fill in your profile' })).toBeTruthy();
    const dropped = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(area, { dataTransfer: { files: [dropped] } });
    expect(onFile).toHaveBeenLastCalledWith(dropped);
  });

  it('shows a file going up with its progress and Cancel, and takes no other meanwhile', async () => {
    const { onCancel, onFile, picker } = renderUpload({ uploading: { fileName: 'cv.pdf', loaded: 300, total: 1000 } });
    const bar = screen.getByRole('progressbar', { name: 'Uploading cv.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(bar.getAttribute('aria-valuetext')).toBe('30%');
    expect(screen.getByText(/^Uploading/).textContent).toBe('Uploading cv.pdf… 30%');
    expect(picker.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.drop(picker.parentElement!.parentElement!, { dataTransfer: { files: [new File(['x'], 'x.pdf')] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('shows why a file was refused in an alert', () => {
    renderUpload({ error: 'Only PDF, Word (.docx) and plain text files can be uploaded.' });
    expect(screen.getByRole('alert').textContent).toBe('Only PDF, Word (.docx) and plain text files can be uploaded.');
  });
});

describe('ProgressBar', () => {
  it('reads a share of the whole as a percentage from 0 to 100', () => {
    withTheme(
      <>
        <ProgressBar label="half" value={0.5} />
        <ProgressBar label="over" value={1.7} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'half' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('progressbar', { name: 'over' }).getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('FileEntry', () => {
  it("is named by the file's name (isolated), shows its facts on one line, a note and its buttons", () => {
    withTheme(
      <FileList aria-label="Documents">
        <FileEntry name="cv.pdf" facts={['PDF', '245 KB', 'Uploaded by You']} note="Text read" actions={<Button>Download</Button>} />
      </FileList>,
    );
    const entry = within(screen.getByRole('list', { name: 'Documents' })).getByRole('listitem', { name: 'cv.pdf' });
    expect(within(entry).getByText('cv.pdf').tagName).toBe('BDI');
    expect(entry.textContent).toBe('cv.pdfPDF · 245 KB · Uploaded by YouText readDownload');
    expect(within(entry).getByRole('button', { name: 'Download' })).toBeTruthy();
  });
});

describe('ConfirmDeleteDialog', () => {
  it('asks before deleting, and reads Deleting... while it runs', async () => {
    const onConfirm = vi.fn();
    const { rerender } = withTheme(
      <ConfirmDeleteDialog title="Delete Document" name="cv.pdf" deleting={false} onConfirm={onConfirm} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Document' });
    expect(dialog.textContent).toContain('Are you sure you want to delete "cv.pdf"? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(
      <ThemeProvider theme={theme}>
        <ConfirmDeleteDialog title="Delete Document" name="cv.pdf" deleting onConfirm={onConfirm} onClose={() => {}} />
      </ThemeProvider>,
    );
    expect((screen.getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
