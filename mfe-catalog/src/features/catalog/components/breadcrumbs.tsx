import { Link } from '@shop/shared/router';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbsProps {
  /** The pages above the current one, after «Главная». */
  trail: readonly { url: string; rusName: string }[];
  current: string;
}

/** Главная › … › the current page. */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  return (
    <nav aria-label="Навигационная цепочка">
      <ol className={styles.crumbs}>
        <li>
          <Link to="/">Главная</Link>
        </li>
        {trail.map((item) => (
          <li key={item.url}>
            <Link to={item.url}>{item.rusName}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
