function f() end
