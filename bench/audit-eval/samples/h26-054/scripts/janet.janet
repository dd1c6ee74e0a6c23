(import spork/base64)
(def icon (slurp "assets/icon.png"))
(def uri (string "data:image/png;base64," (base64/encode icon)))
(print (string `<img alt="icono" src="` uri `">`))
