import { useSignal } from '@preact/signals';
import { replayText } from '../../state/i18n';

/** Files bigger than this are not game records (a long game is a few hundred KB at most). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * Opens a saved game (`.trio.json`) from the player's device: a file picker, or a file dropped on
 * it. The file is read here and never sent anywhere, so it works without a server. `onOpen`
 * gets the file's name and text (a file that is too big is given as empty text: not a record).
 */
export function OpenFile({
  again,
  onOpen,
}: {
  again: boolean;
  onOpen: (name: string, content: string) => void;
}) {
  const r = replayText.value;
  const over = useSignal(false);
  const read = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      onOpen(file.name, '');
      return;
    }
    void file.text().then(
      (content) => onOpen(file.name, content),
      () => onOpen(file.name, ''),
    );
  };
  return (
    <section
      class={`panel open-file${over.value ? ' over' : ''}${again ? ' again' : ''}`}
      aria-labelledby="open-file-title"
      onDragOver={(e) => {
        e.preventDefault();
        over.value = true;
      }}
      onDragLeave={() => (over.value = false)}
      onDrop={(e) => {
        e.preventDefault();
        over.value = false;
        read(e.dataTransfer?.files[0]);
      }}
    >
      <h2 id="open-file-title">{r.openTitle}</h2>
      {!again && <p>{r.openHint}</p>}
      <label class="btn">
        {again ? r.openOther : r.openFile}
        <input
          type="file"
          // Saved games end in .trio.json (RECORD_FILE_SUFFIX): .json takes them in.
          accept=".json,application/json"
          onChange={(e) => {
            const input = e.currentTarget;
            read(input.files?.[0]);
            // The same file can be opened again (after editing it, say).
            input.value = '';
          }}
        />
      </label>
    </section>
  );
}
