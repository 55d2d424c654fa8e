-- "The Walled Keep": opening the door reveals the inner room. on_door_open is called as
-- fn(ctx, ev) with ev = { figure, hex }, once, when the character steps into the closed door.

function reveal_inner_room(ctx, ev)
  game.message(game.text("walled-keep.door-opens"))
  figures.spawn("venomous-centipede", { 6, 3 })
end
