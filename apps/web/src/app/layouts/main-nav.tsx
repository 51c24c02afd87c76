import { Button, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS, isCurrent } from './nav-items';

/** The sender navigation: a row of buttons in the header, a list in the drawer. */
export function MainNav({ variant, onNavigate }: { variant: 'header' | 'drawer'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  if (variant === 'drawer') {
    return (
      <Stack gap={4}>
        {NAV_ITEMS.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(item.label)}
              active={current}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
            />
          );
        })}
      </Stack>
    );
  }

  return (
    <>
      {NAV_ITEMS.map((item) => {
        const current = isCurrent(item, pathname);
        return (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            variant={current ? 'light' : 'subtle'}
            color={current ? 'signet' : 'dark'}
            aria-current={current ? 'page' : undefined}
            fw={current ? 600 : 500}
          >
            {t(item.label)}
          </Button>
        );
      })}
    </>
  );
}
