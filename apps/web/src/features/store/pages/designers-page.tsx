import type { Collection } from '@portal/contract/store';
import type { CSSProperties } from 'react';
import { Link } from '../../../components/link.tsx';
import { pictures, pictureSrc } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { CollectionListScreen } from '../components/collection-list-screen.tsx';
import { designersOf } from '../store-lists.ts';

/** spec part 2 §9: 8 placeholder tiles while the designers load */
const placeholderTiles = 8;

function DesignerTile({ designer, base }: { designer: Collection; base: string }) {
  // spec part 2 §2.6: the logo is the tile's background; the name is the link
  const style: CSSProperties | undefined = designer.logo
    ? { backgroundImage: `url("${pictureSrc(designer.logo, pictures.square)}")` }
    : undefined;
  return (
    <article className="designer-tile">
      <div className="designer-tile__logo" style={style} />
      <h2 className="designer-tile__name">
        <Link className="designer-tile__link" to={`${base}/designers/${encodeURIComponent(designer.slug)}`}>
          {localized(designer, 'collection_name')}
        </Link>
      </h2>
    </article>
  );
}

function DesignerTileSkeleton() {
  return (
    <div className="designer-tile skeleton">
      <div className="designer-tile__logo skeleton__block" />
      <div className="skeleton__line skeleton__line--title" />
    </div>
  );
}

/** /stores/{slug}/designers: the designers, collections with is_profile '1', as a grid of tiles (spec part 2 §2.6). */
export function DesignersPage() {
  return (
    <CollectionListScreen
      texts="designers"
      listOf={designersOf}
      gridClassName="designer-grid"
      placeholder={<DesignerTileSkeleton />}
      placeholders={placeholderTiles}
      tile={(designer, base) => <DesignerTile designer={designer} base={base} />}
    />
  );
}
