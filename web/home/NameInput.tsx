/** The one "Your name" input (home, invite link, embed): up to 24 characters, remembered by the caller. */
export function NameInput({ value, onInput }: { value: string; onInput: (value: string) => void }) {
  return (
    <input
      type="text"
      name="name"
      maxLength={24}
      autoComplete="nickname"
      placeholder="e.g. Ana"
      value={value}
      onInput={(e) => onInput(e.currentTarget.value)}
    />
  );
}
