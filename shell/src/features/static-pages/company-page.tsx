import { COMPANY_MILESTONES } from './shop-facts';
import { StaticPage } from './static-page';

export function CompanyPage() {
  return (
    <StaticPage
      title="О компании"
      description="«Сантехника» работает с 2002 года: магазин сантехники и строительных материалов в Химках и интернет-магазин."
    >
      <p>
        «Сантехника» — магазин сантехники, мебели для ванной, строительных и отделочных материалов. Мы подбираем
        смесители, душевые системы, ванны, унитазы и всё, что нужно для ремонта ванной комнаты и кухни.
      </p>
      <h2>История</h2>
      <ol>
        {COMPANY_MILESTONES.map(({ year, text }) => (
          <li key={year}>
            <strong>{year}.</strong> {text}
          </li>
        ))}
      </ol>
    </StaticPage>
  );
}
