import { HStack, Kbd, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A key as the keyboard shows it, e.g. <ShortcutKey k="F2" />. */
export function ShortcutKey({ k }: { k: string }) {
  return (
    <Kbd size="sm" fontWeight="semibold">
      {k}
    </Kbd>
  );
}

export interface ShortcutItem {
  keys: string;
  /** Already translated. */
  label: string;
}

/** The page's keyboard shortcuts, always in view so the cashier learns them. */
export function ShortcutBar({ items }: { items: readonly ShortcutItem[] }) {
  const { t } = useTranslation();
  return (
    <Wrap as="section" aria-label={t('salesUi.atajos')} gap={3} fontSize="sm" color="fg.muted" data-testid="shortcut-bar">
      {items.map((item) => (
        <HStack key={item.keys} gap={1}>
          <ShortcutKey k={item.keys} />
          <Text>{item.label}</Text>
        </HStack>
      ))}
    </Wrap>
  );
}
