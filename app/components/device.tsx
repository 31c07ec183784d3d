import { type ReactNode, createContext, useContext, useEffect, useState } from "react";
import { DEVICE_REFRESH_DELAY_MS, type Device, deviceFromWidth } from "~/lib/device";

const DeviceContext = createContext<Device>("desktop");

/**
 * Starts from the device the server guessed from the user agent (so hydration matches) and
 * follows the window width from then on, DEVICE_REFRESH_DELAY_MS after the last resize.
 */
export function DeviceProvider({ initial, children }: { initial: Device; children: ReactNode }) {
  const [device, setDevice] = useState<Device>(initial);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setDevice(deviceFromWidth(window.innerWidth)), DEVICE_REFRESH_DELAY_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
}

export function useDevice(): Device {
  return useContext(DeviceContext);
}
