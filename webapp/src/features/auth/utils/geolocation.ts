import type { GeoPoint } from '../api/login';

/** Spec §9: timeout 5000 ms, high accuracy, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

/** The texts recorded as locationError (the same as signage_core's messages). */
export const GEOLOCATION_ERRORS = {
  notSupported: 'Geolocation is not supported by this browser.',
  permissionDenied: 'User denied the request for Geolocation.',
  unavailable: 'Location information is unavailable.',
  timeout: 'The request to get user location timed out.',
  unknown: 'An unknown error occurred.',
} as const;

export type LocationResult = { location: GeoPoint } | { locationError: string };

function describe(error: GeolocationPositionError): string {
  switch (error.code) {
    case 1:
      return GEOLOCATION_ERRORS.permissionDenied;
    case 2:
      return GEOLOCATION_ERRORS.unavailable;
    case 3:
      return GEOLOCATION_ERRORS.timeout;
    default:
      return GEOLOCATION_ERRORS.unknown;
  }
}

/** Asks the browser for the position; never rejects — a failure becomes `locationError`. */
export function requestLocation(geolocation: Geolocation | undefined = navigator.geolocation): Promise<LocationResult> {
  if (!geolocation) return Promise.resolve({ locationError: GEOLOCATION_ERRORS.notSupported });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: LocationResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(result);
    };
    // Some browsers never call back when the prompt is ignored: stop waiting a little after the timeout.
    const guard = setTimeout(() => finish({ locationError: GEOLOCATION_ERRORS.timeout }), (GEOLOCATION_OPTIONS.timeout ?? 5000) + 1000);
    try {
      geolocation.getCurrentPosition(
        (position) =>
          finish({
            location: {
              latitude: position.coords.latitude,
              longitude: position.coords.longitude,
              accuracy: position.coords.accuracy,
            },
          }),
        (error) => finish({ locationError: describe(error) }),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      finish({ locationError: GEOLOCATION_ERRORS.unknown });
    }
  });
}
