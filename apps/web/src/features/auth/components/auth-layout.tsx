import type { ReactNode } from 'react';
import { Page } from '../../../components/page';
import './auth.css';

/** The frame of the login and register pages: brand header, a card with the form, links below. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Page title={title} className="cl-auth">
      <header className="cl-auth__hero">
        <div className="cl-auth__logo" aria-hidden="true">
          彩
        </div>
        <h1 className="cl-auth__brand">彩聊</h1>
        <p className="cl-auth__subtitle">{subtitle}</p>
      </header>
      <section className="cl-auth__card">{children}</section>
      <footer className="cl-auth__footer">{footer}</footer>
    </Page>
  );
}
