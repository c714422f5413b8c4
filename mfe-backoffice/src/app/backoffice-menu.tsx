import { NavLink } from '@shop/shared/router';
import { BACKOFFICE_GROUP_TITLES, visibleSections, type BackofficeGroup } from '@shop/shared/access';
import { useRoles } from '@shop/shared/store';
import styles from './backoffice-app.module.css';

/** The sections menu: only what the current roles may open, grouped as staff think of them. */
export function BackofficeMenu() {
  const sections = visibleSections(useRoles());
  const groups = [...new Set(sections.map((section) => section.group))] as BackofficeGroup[];
  return (
    <nav className={styles.menu} aria-label="Разделы управления">
      {groups.map((group) => (
        <div key={group}>
          <h2 className={styles.groupTitle}>{BACKOFFICE_GROUP_TITLES[group]}</h2>
          <ul className={styles.menuList}>
            {sections
              .filter((section) => section.group === group)
              .map((section) => (
                <li key={section.path}>
                  <NavLink className={styles.menuLink} to={section.path}>
                    {section.title}
                  </NavLink>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
