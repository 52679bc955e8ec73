import { List, Switch } from 'antd-mobile';
import { NumberStepper } from '../../../components/number-stepper';
import { type AppSettings, REFRESH_INTERVAL_RANGE } from '../../../lib/storage';
import { useSettingsStore } from '../store/settings-store';

type Toggle = 'notifications' | 'sound' | 'vibration' | 'autoRefresh';

const TOGGLES: Array<{ key: Toggle; label: string; description: string }> = [
  { key: 'notifications', label: '消息通知', description: '接收开奖、中奖与聊天消息提醒' },
  { key: 'sound', label: '声音', description: '新消息与开奖提示音' },
  { key: 'vibration', label: '震动', description: '操作与提醒时震动反馈' },
  { key: 'autoRefresh', label: '自动刷新', description: '自动刷新开奖与行情数据' },
];

/** SPEC.md §3 app settings: switches, refresh interval, theme and language (fixed for now). */
export function AppSettingsSection() {
  const settings = useSettingsStore((s) => s.settings);
  const update = useSettingsStore((s) => s.update);
  const set = (patch: Partial<AppSettings>) => update(patch);

  return (
    <List header="通用设置" mode="card">
      {TOGGLES.map((toggle) => (
        <List.Item
          key={toggle.key}
          description={toggle.description}
          extra={
            <Switch
              aria-label={toggle.label}
              checked={settings[toggle.key]}
              onChange={(checked) => set({ [toggle.key]: checked })}
              data-testid={`setting-${toggle.key}`}
            />
          }
        >
          {toggle.label}
        </List.Item>
      ))}
      <List.Item
        description="单位：秒"
        extra={
          <NumberStepper
            label="刷新间隔（秒）"
            min={REFRESH_INTERVAL_RANGE.min}
            max={REFRESH_INTERVAL_RANGE.max}
            step={5}
            disabled={!settings.autoRefresh}
            value={settings.refreshInterval}
            onChange={(value) => set({ refreshInterval: value })}
            data-testid="setting-refresh-interval"
          />
        }
      >
        刷新间隔
      </List.Item>
      <List.Item extra="浅色">主题</List.Item>
      <List.Item extra="简体中文">语言</List.Item>
    </List>
  );
}
