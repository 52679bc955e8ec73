import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { StatusBlock } from '../../../components/status-block';
import { maintenanceSignal } from '../../../lib/http';
import { refreshSystemConfig, useSystemConfig } from '../api/get-system-config';
import { serviceChannels } from './customer-service';

/** Instead of every page while the operator has the platform in maintenance. */
export function MaintenanceScreen({ message }: { message: string }) {
  const config = useSystemConfig();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const channels = serviceChannels(config).filter((c) => c.copy || c.href?.startsWith('tel:'));
  const check = async () => {
    setChecking(true);
    try {
      maintenanceSignal.clear();
      await refreshSystemConfig(queryClient);
      await queryClient.refetchQueries({ type: 'active' });
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className="cl-maintenance-screen" data-testid="maintenance-screen">
      <StatusBlock kind="error" title="系统维护中" description={message}>
        <Button color="primary" loading={checking} onClick={check}>
          重新检查
        </Button>
      </StatusBlock>
      {channels.length > 0 && (
        <ul className="cl-maintenance-screen__contacts">
          {channels.map((c) => (
            <li key={c.label}>
              {c.label}：{c.value}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
