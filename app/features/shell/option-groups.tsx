// The options of a <select> in labelled groups, as the menu groups the categories.

export interface OptionGroup {
  label: string;
  options: { value: string; label: string }[];
}

export function OptionGroups({ groups }: { groups: readonly OptionGroup[] }) {
  return groups.map((g) => (
    <optgroup key={g.label} label={g.label}>
      <Options options={g.options} />
    </optgroup>
  ));
}

export function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
