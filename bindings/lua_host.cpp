#include "bindings/lua_host.h"
