import { useState } from 'react';
import type { ListingDetail } from '../../../contract/listing';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { AvailabilitySection, BookingBox, MobileBookingBar } from '../availability';
import { FullscreenGallery, PhotoMosaic, PhotoStrip } from '../gallery';
import { ReportButton } from '../reports';
import { Amenities } from './Amenities';
import { CancellationPolicy } from './CancellationPolicy';
import { Description } from './Description';
import { HouseRules } from './HouseRules';
import { ListingHeader } from './ListingHeader';
import { LocationSection } from './LocationSection';
import { Overview } from './Overview';
import { Reviews } from './Reviews';
import { SleepingArrangements } from './SleepingArrangements';
import sec from './Section.module.css';
import s from './ListingView.module.css';

/**
 * The listing page's body. Desktop: title, mosaic, then content beside a sticky booking box,
 * then reviews, location and things to know across the full width. Phones: a swipeable photo
 * strip first, one column, and a bottom bar with the price and the booking button.
 */
export function ListingView({ listing }: { listing: ListingDetail }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [galleryAt, setGalleryAt] = useState<number | null>(null);
  const photos = listing.photos;
  const months = phone ? 1 : 2;

  const gallery =
    photos.length === 0 ? null : phone ? (
      <PhotoStrip photos={photos} onOpen={setGalleryAt} />
    ) : (
      <PhotoMosaic photos={photos} onOpen={setGalleryAt} />
    );

  return (
    <div className={s.page} data-phone={phone || undefined}>
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
          <AvailabilitySection listing={listing} months={months} className={sec.section} />
        </div>
        <aside className={s.aside}>
          <div className={s.sticky}>
            <BookingBox listing={listing} months={months} />
            <div className={s.report}><ReportButton targetType="listing" targetId={listing.id} ownerId={listing.host.id} /></div>
          </div>
        </aside>
      </div>

      <Reviews listing={listing} />
      <LocationSection listing={listing} />
      <div className={`${sec.section} ${s.thingsToKnow}`}>
        <HouseRules listing={listing} />
        <CancellationPolicy listing={listing} />
      </div>

      {phone && <MobileBookingBar listing={listing} />}
      <FullscreenGallery photos={photos} title={listing.title} openAt={galleryAt} onClose={() => setGalleryAt(null)} />
    </div>
  );
}
