import { Tabs } from 'antd-mobile';

export interface StatusTab {
  key: string;
  title: string;
}

/** Filter tabs of an order list; `all` means no filter. Each title carries `<prefix>-tab-<key>`. */
export function StatusTabs({
  tabs,
  active,
  onChange,
  prefix,
}: {
  tabs: StatusTab[];
  active: string;
  onChange: (key: string) => void;
  prefix: string;
}) {
  return (
    <Tabs className="cl-wallet-tabs" activeKey={active} onChange={onChange}>
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} title={<span data-testid={`${prefix}-tab-${tab.key}`}>{tab.title}</span>} />
      ))}
    </Tabs>
  );
}
