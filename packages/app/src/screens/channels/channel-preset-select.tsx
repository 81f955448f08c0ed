import type { NotificationChannelType } from '@hlidka/contract';
import { Select } from '@hlidka/ui';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { channelFormModule } from './channel-types/index';
import '../../i18n/areas/channels';

const CUSTOM = 'custom';

/** A type's provider presets (form.presets.<type>.<id>): choosing one fills in its fields; "custom" leaves them. */
export function ChannelPresetSelect({
  type,
  onChoose,
}: {
  type: NotificationChannelType;
  onChoose: (values: Readonly<Record<string, string>>) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(CUSTOM);
  const presets = channelFormModule(type).presets;
  if (!presets) return null;
  return (
    <Select
      label={t('channels.form.preset')}
      selectedKey={chosen}
      onSelectionChange={(key) => {
        const id = String(key);
        setChosen(id);
        const preset = presets[id];
        if (preset) onChoose(preset);
      }}
      options={[CUSTOM, ...Object.keys(presets)].map((id) => ({ id, label: t(`channels.form.presets.${type}.${id}`) }))}
    />
  );
}
