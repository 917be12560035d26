// The header navigation's "More" button, shared by the menu (MoreMenu), its placeholder while the menu
// loads, and the ruler that measures it (HeaderNav), so all three are the same size. It looks like the
// navigation's links beside it.
import { Anchor, type AnchorProps, createPolymorphicComponent } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export const MoreButton = createPolymorphicComponent<'button', AnchorProps>(
  forwardRef<HTMLButtonElement, AnchorProps>((props, ref) => {
    const { t } = useTranslation();
    return (
      <Anchor ref={ref} component="button" fw={500} fz="sm" style={{ whiteSpace: 'nowrap' }} {...props}>
        {t('nav.more')} ▾
      </Anchor>
    );
  }),
);
