import { Link } from '../../../components/link.tsx';
import { pictures, pictureSrc, pictureSrcSet } from '../../../lib/images.ts';
import { useHomeSettings } from '../api/get-home-settings.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const { width, height } = pictures.strip;

/** The spend-and-win picture of the settings (spec part 1 §2 Home), leading to the invoice upload. */
export function SpendAndWin() {
  const { t } = useTranslation();
  const settings = useHomeSettings();
  const image = settings.data?.spend_win_image;
  if (!image) return null;
  return (
    <Link className="spend-win" to="/upload">
      <img
        className="spend-win__image"
        width={width}
        height={height}
        alt={t('home.spend_win.alt')}
        loading="lazy"
        decoding="async"
        sizes="(min-width: 1200px) 1152px, 100vw"
        srcSet={pictureSrcSet(image, pictures.strip)}
        src={pictureSrc(image, pictures.strip)}
      />
    </Link>
  );
}
