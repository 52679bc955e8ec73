import { Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { api } from './api';
import { CONSOLE_PAGES, CONSOLE_SECTIONS } from './console-pages';
import type { ConsoleSession } from './session';
import { can, session, useSession } from './session';

const MENU_PAGES = CONSOLE_PAGES.filter((p) => p.menu !== false);
/** The menu entry a route belongs to: `/players/12` lights up 玩家管理. */
const menuKeyOf = (pathname: string) =>
  MENU_PAGES.find((p) => p.path === pathname || (p.path !== '/' && pathname.startsWith(`${p.path}/`)))
    ?.path ?? pathname;

/** The pages a role may open, grouped by section (a section with none of them is left out). */
function menuItems(current: ConsoleSession | null) {
  return CONSOLE_SECTIONS.map((section) => ({
    type: 'group' as const,
    key: section,
    label: section,
    children: MENU_PAGES.filter((p) => p.section === section && can(current, p.permission)).map(
      ({ path, label }) => ({ key: path, label }),
    ),
  })).filter((group) => group.children.length > 0);
}

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
      <Layout.Sider
        width={200}
        theme="dark"
        // 20 pages do not fit a laptop screen: the menu scrolls on its own, beside the page.
        style={{ overflow: 'auto', height: '100vh', position: 'sticky', top: 0 }}
      >
        <div style={{ color: '#fff', fontSize: 18, fontWeight: 600, padding: '20px 24px' }}>彩聊运营后台</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[menuKeyOf(pathname)]}
          items={menuItems(current)}
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
