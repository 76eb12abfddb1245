import * as forms from '../styles/forms.css';

interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
  /** In a form column (full width, label above) rather than a toolbar (inline). */
  block?: boolean;
}

/** A labelled select over a fixed list of values: every filter and choice in the console. */
export function ChoiceSelect<T extends string>({ label, value, options, labelOf, onChange, block }: ChoiceSelectProps<T>) {
  return (
    <label className={block ? forms.field : undefined}>
      {label}{' '}
      <select className={block ? forms.input : forms.inputInline} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
