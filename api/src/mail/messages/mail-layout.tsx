import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { SHOP_ADDRESS, SHOP_HOURS, SHOP_NAME } from '@shop/shared/shop-facts';
import type { ShopRequisites } from '@shop/shared/invoice-sheet';

// One column, 16 px type and a 600 px width at most: what a phone's mail app shows without zooming.
const body = { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2328', margin: 0 };
const container = { maxWidth: '600px', margin: '0 auto', padding: '24px 16px', backgroundColor: '#ffffff' };
const footer = { fontSize: '13px', lineHeight: '20px', color: '#59636e', margin: '4px 0' };

export const text = { fontSize: '16px', lineHeight: '24px', margin: '12px 0' };
export const heading = { fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' };
export const button = {
  display: 'inline-block',
  backgroundColor: '#0b63ce',
  color: '#ffffff',
  fontSize: '16px',
  padding: '12px 20px',
  borderRadius: '6px',
  textDecoration: 'none',
};

/** What every message says of the shop: its address on the web (PUBLIC_URL) and its requisites (the SHOP_… variables). */
export interface MailShop {
  origin: string;
  requisites: ShopRequisites;
}

/** Every message's frame: the preview line, the content, and the shop's requisites in the footer. */
export function MailLayout({ preview, shop, children }: { preview: string; shop: MailShop; children: ReactNode }) {
  const { origin, requisites } = shop;
  return (
    <Html lang="ru">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          {children}
          <Hr />
          <Section>
            <Text style={footer}>
              <Link href={origin}>{SHOP_NAME}</Link> — {requisites.name},{' '}
              {requisites.kpp ? `ИНН ${requisites.inn}, КПП ${requisites.kpp}` : `ИНН ${requisites.inn}`}
            </Text>
            <Text style={footer}>{requisites.address}</Text>
            <Text style={footer}>Магазин: {SHOP_ADDRESS}</Text>
            <Text style={footer}>{SHOP_HOURS}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
