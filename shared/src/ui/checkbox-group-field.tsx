import { Checkbox, Fieldset, HStack } from '@chakra-ui/react';

export interface CheckboxGroupFieldProps<T extends string | number> {
  legend: string;
  options: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
  label: (option: T) => string;
  testId: string;
  error: string | undefined;
}

/** A multiple choice shown as a row of checkboxes under its legend (a list's channels, its weekdays). */
export function CheckboxGroupField<T extends string | number>({ legend, options, value, onChange, label, testId, error }: CheckboxGroupFieldProps<T>) {
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <HStack wrap="wrap" gap={3} data-testid={testId}>
        {options.map((o) => (
          <Checkbox.Root key={String(o)} checked={value.includes(o)} onCheckedChange={(e) => onChange(e.checked === true ? [...value, o] : value.filter((v) => v !== o))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label(o)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
