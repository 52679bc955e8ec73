import { Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { api } from './api';
import { can, session, useSession } from './session';

const PAGES = [
  { key: '/', label: '运营看板', permission: 'dashboard.read' },
  { key: '/recharge', label: '充值审核', permission: 'recharge.read' },
  { key: '/withdraw', label: '提现审核', permission: 'withdraw.read' },
  { key: '/players', label: '玩家管理', permission: 'players.read' },
  { key: '/audit', label: '审计日志', permission: 'audit.read' },
];

/** The desktop frame: the pages this role may use on the left, who is signed in on top. */
export function ConsoleLayout() {
  const current = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = async () => {
    await api('DELETE', '/api/admin/session').catch(() => undefined);
    session.set(null);
    navigate('/login', { replace: true });
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="dark">
        <div style={{ color: '#fff', fontSize: 18, fontWeight: 600, padding: '20px 24px' }}>彩聊运营后台</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[pathname]}
          items={PAGES.filter((p) => can(current, p.permission)).map(({ key, label }) => ({ key, label }))}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}
        >
          <Space>
            <Typography.Text strong>{current?.operator.username}</Typography.Text>
            <Tag color="volcano">{current?.operator.roleName}</Tag>
            <Button onClick={logout}>退出登录</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
