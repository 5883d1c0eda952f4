import { lazy, Suspense, useState } from 'react';
import type { ListingDetail } from '../../../contract/listing';
import { Deferred, Placeholder } from '../../ui/Deferred';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { AvailabilitySection, BookingBox, MobileBookingBar } from '../availability';
import { FullscreenGallery, PhotoMosaic, PhotoStrip, preloadFullscreenGallery } from '../gallery';
import { ReportButton } from '../reports';
import { Amenities } from './Amenities';
import { CancellationPolicy } from './CancellationPolicy';
import { Description } from './Description';
import { HouseRules } from './HouseRules';
import { ListingHeader } from './ListingHeader';
import { LocationSection } from './LocationSection';
import { Overview } from './Overview';
import { SleepingArrangements } from './SleepingArrangements';
import sec from './Section.module.css';
import s from './ListingView.module.css';

// Below the fold and drawn after the page is usable (Deferred): fetched apart from the page.
const Reviews = lazy(() => import('./Reviews').then((m) => ({ default: m.Reviews })));

/**
 * The listing page's body. Desktop: title, mosaic, then content beside a sticky booking box,
 * then reviews, location and things to know across the full width. Phones: a swipeable photo
 * strip first, one column, and a bottom bar with the price and the booking button.
 */
export function ListingView({ listing }: { listing: ListingDetail }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [galleryAt, setGalleryAt] = useState<number | null>(null);
  // The fullscreen gallery is fetched when first opened, and stays (closing it animates and gives focus back).
  const [galleryUsed, setGalleryUsed] = useState(false);
  const openGallery = (i: number) => {
    setGalleryUsed(true);
    setGalleryAt(i);
  };
  const photos = listing.photos;
  const months = phone ? 1 : 2;
  const bookingBox = <BookingBox listing={listing} months={months} />;

  const gallery =
    photos.length === 0 ? null : phone ? (
      <PhotoStrip photos={photos} onOpen={openGallery} />
    ) : (
      <PhotoMosaic photos={photos} onOpen={openGallery} />
    );

  return (
    <div className={s.page} data-phone={phone || undefined} onPointerDown={preloadFullscreenGallery} onFocus={preloadFullscreenGallery}>
      {phone ? (
        <>
          {gallery}
          <ListingHeader listing={listing} />
        </>
      ) : (
        <>
          <ListingHeader listing={listing} />
          {gallery}
        </>
      )}

      <div className={s.columns}>
        <div className={s.content}>
          <Overview listing={listing} />
          <Description text={listing.description} />
          <Amenities amenities={listing.amenities} />
          <SleepingArrangements rooms={listing.sleepingArrangements} />
          <Deferred minBlockSize={months === 1 ? 460 : 420} skipOffscreen>
            <AvailabilitySection listing={listing} months={months} className={sec.section} />
          </Deferred>
        </div>
        <aside className={s.aside}>
          <div className={s.sticky}>
            {/* Beside the photos on wider screens; on phones far below them, with the bar at the bottom for now. */}
            {phone ? <Deferred minBlockSize={520}>{bookingBox}</Deferred> : <Suspense fallback={<Placeholder minBlockSize={520} />}>{bookingBox}</Suspense>}
            <div className={s.report}><ReportButton targetType="listing" targetId={listing.id} ownerId={listing.host.id} /></div>
          </div>
        </aside>
      </div>

      {/* Below the fold: each in a quiet moment after the first render, so the page is usable sooner. */}
      <Deferred minBlockSize={400} skipOffscreen><Reviews listing={listing} /></Deferred>
      <Deferred minBlockSize={480} skipOffscreen><LocationSection listing={listing} /></Deferred>
      <Deferred minBlockSize={300} skipOffscreen>
        <div className={`${sec.section} ${s.thingsToKnow}`}>
          <HouseRules listing={listing} />
          <CancellationPolicy listing={listing} />
        </div>
      </Deferred>

      {phone && <MobileBookingBar listing={listing} />}
      {galleryUsed && (
        <Suspense fallback={null}>
          <FullscreenGallery photos={photos} title={listing.title} openAt={galleryAt} onClose={() => setGalleryAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
