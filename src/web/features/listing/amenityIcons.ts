import {
  Accessibility, AirVent, AlarmSmoke, Baby, Bath, Beef, BriefcaseMedical, Coffee, CookingPot, Dumbbell, EvCharger, Fence,
  Flame, Flower2, Heater, KeyRound, Laptop, PawPrint, SquareParking, Tv, WashingMachine, Waves, WavesLadder, Wifi, Wind,
  type LucideIcon,
} from 'lucide-react';
import type { Amenity } from '../../../contract/common';

/** One outline icon per catalogue key (src/contract/common.ts AMENITIES). */
export const AMENITY_ICONS: Record<Amenity, LucideIcon> = {
  wifi: Wifi,
  kitchen: CookingPot,
  washer: WashingMachine,
  dryer: Wind,
  free_parking: SquareParking,
  air_conditioning: AirVent,
  heating: Heater,
  pool: WavesLadder,
  hot_tub: Bath,
  workspace: Laptop,
  tv: Tv,
  ev_charger: EvCharger,
  crib: Baby,
  pets_allowed: PawPrint,
  step_free_access: Accessibility,
  fireplace: Flame,
  bbq_grill: Beef,
  sea_view: Waves,
  garden: Flower2,
  balcony: Fence,
  gym: Dumbbell,
  breakfast: Coffee,
  self_check_in: KeyRound,
  smoke_alarm: AlarmSmoke,
  first_aid_kit: BriefcaseMedical,
};
